export * from '@nanostores/react';
