export * from 'nanostores';
