module.exports = { displayName: 'domain', preset: '../../jest.preset.js' };
