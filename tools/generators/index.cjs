// Nx loads a local plugin's TypeScript through swc-node or ts-node, which this workspace does not
// install; tsx, which runs every other workspace tool, compiles the generators instead.
module.exports = require('tsx/cjs/api').require('./index.ts', module.filename);
