export * from 'single-spa-react';
export { default } from 'single-spa-react';
