module.exports = { displayName: 'portal-kit', preset: '../../jest.preset.js' };
