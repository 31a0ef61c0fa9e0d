module.exports = require('../../jest.service-preset.js')('platform-tests');
