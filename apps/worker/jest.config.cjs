module.exports = require('../../jest.service-preset.js')('worker');
