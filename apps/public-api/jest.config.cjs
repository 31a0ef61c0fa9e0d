module.exports = require('../../jest.service-preset.js')('public-api');
