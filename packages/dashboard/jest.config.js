import { jestProjects } from '@pagewise/web-support/jest-projects';

export default jestProjects({ moduleNameMapper: { '^@pagewise/sdk$': '<rootDir>/../sdk-js/src/index.ts' } });
