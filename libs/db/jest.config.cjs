module.exports = { displayName: 'db', preset: '../../jest.preset.js' };
