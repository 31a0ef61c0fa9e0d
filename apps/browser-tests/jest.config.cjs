const base = require('../../jest.service-preset.js')('browser-tests');

// A real browser against the real product: slower steps. Two files at a time: most of a browser
// test's time is waiting (pages, data, animations), so two Chromiums share a 2-core machine well
// (the whole suite, alone: 692 s with two, about 1,050 s with one).
module.exports = { ...base, testTimeout: 60_000, maxWorkers: 2 };
