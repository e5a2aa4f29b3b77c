/**
 * The one tslib helper that @docusaurus/utils-common (in every page's main.js) calls. Written
 * from its documented behaviour: an ES module namespace is returned as is, anything else is
 * wrapped as the default export.
 */
exports.__importDefault = function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
