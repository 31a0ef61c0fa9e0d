module.exports = { displayName: 'job-language', preset: '../../jest.preset.js' };
