module.exports = require('../../jest.service-preset.js')('veteran-api');
