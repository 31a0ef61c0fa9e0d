module.exports = require('../../jest.service-preset.js')('employer-api');
