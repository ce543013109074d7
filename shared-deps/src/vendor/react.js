// Build glue: one file per shared vendor module, re-exporting it for its SystemJS bundle.
// Plain JS because TypeScript rejects `export *` from CommonJS typings (react, react-dom).
// CommonJS package: expose its namespace as default too, so both import styles work in every MF.
import * as React from 'react';
export * from 'react';
export default React;
