module.exports = require('../../jest.service-preset.js')('admin-api');
