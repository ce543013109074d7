export * from 'axios';
export { default } from 'axios';
