const base = require('../../jest.service-preset.js')('browser-tests');

// A real browser against the real product: slower steps, and files one at a time so two
// Chromiums do not compete for a 2-core machine.
module.exports = { ...base, testTimeout: 60_000, maxWorkers: 1 };
