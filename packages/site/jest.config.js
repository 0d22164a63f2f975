import { jestProjects } from '@pagewise/web-support/jest-projects';

export default jestProjects();
