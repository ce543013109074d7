export * from 'react/jsx-runtime';
