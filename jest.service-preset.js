// Jest settings for a service or any project whose tests need the database: one database
// server per run (started by the test kit's global setup), one database per test file.
const path = require('node:path');

module.exports = (displayName) => ({
  displayName,
  preset: path.join(__dirname, 'jest.preset.js'),
  globalSetup: path.join(__dirname, 'libs/test-kit/src/jest-global-setup.ts'),
  globalTeardown: path.join(__dirname, 'libs/test-kit/src/jest-global-teardown.ts'),
  // argon2 hashing and a real database: give slow machines room.
  testTimeout: 30_000,
});
