// TS/TSX for Jest through Gatsby's own Babel preset (3-4x faster than ts-jest here).
module.exports = {
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
};
