const path = require('node:path');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { systemBundle, swcRule, distAssets } = require('../build/webpack-common');

module.exports = [
  systemBundle({
    name: '@atrium/root-config',
    entry: path.join(__dirname, 'src', 'atrium-root-config.ts'),
    outDir: 'root-config',
    context: __dirname,
  }),
  // index.html's entry script: a plain script, not a module of the import map (it has no `name`,
  // so scripts/build.ts leaves it out of the map and finds it by its file name).
  {
    mode: 'production',
    context: __dirname,
    entry: { 'atrium-boot': path.join(__dirname, 'src', 'boot', 'index.ts') },
    output: { path: path.join(distAssets, 'root-config'), filename: '[name].[contenthash:8].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule] },
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    devtool: false,
    stats: 'errors-warnings',
  },
];
