module.exports = { displayName: 'server-kit', preset: '../../jest.preset.js' };
