export * from 'react-i18next';
