import { pagePaths } from '@campuspath/contract/page-paths';

/**
 * Every URL of the web app, with typed builders; components never assemble paths by hand. The
 * map itself lives in the contract, so the API's emails and calendar feed link to the same pages.
 */
export const paths = pagePaths;
