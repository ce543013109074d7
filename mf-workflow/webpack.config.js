const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/mf-workflow',
  entry: path.join(__dirname, 'src', 'atrium-mf-workflow.ts'),
  outDir: 'mf-workflow',
  context: __dirname,
});
