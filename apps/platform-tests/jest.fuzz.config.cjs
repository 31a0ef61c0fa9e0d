// The schema fuzzing (target `fuzz`): its own run, since it drives schemathesis for minutes.
const base = require('../../jest.service-preset.js')('platform-fuzz');

module.exports = { ...base, testMatch: ['<rootDir>/fuzz/**/*.fuzz.ts'], testTimeout: 40 * 60 * 1000 };
