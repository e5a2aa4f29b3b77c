// The search plugin's generated constants as this site's build writes them (docusaurus.config.ts), for the Node search simulation (./search-sim.ts).
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js').lunrLanguageZh(lunr);
require('lunr-languages/lunr.multi.js')(lunr);
exports.removeDefaultStopWordFilter = [];
exports.language = ['en', 'zh'];
exports.searchResultLimits = 8;
exports.fuzzyMatchingDistance = 1;
