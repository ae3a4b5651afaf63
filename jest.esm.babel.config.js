// ESM files under node_modules only need their imports turned into require().
module.exports = {
  plugins: ['@babel/plugin-transform-modules-commonjs'],
};
