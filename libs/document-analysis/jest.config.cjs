module.exports = { displayName: 'document-analysis', preset: '../../jest.preset.js' };
