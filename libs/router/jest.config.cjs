module.exports = { displayName: 'router', preset: '../../jest.preset.js' };
