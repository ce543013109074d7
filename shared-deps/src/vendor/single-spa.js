export * from 'single-spa';
