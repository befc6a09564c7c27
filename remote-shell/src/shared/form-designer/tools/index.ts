export { DesignPreview } from './DesignPreview';
export { DesignJsonDialog } from './DesignJsonDialog';
export { DesignProblems } from './DesignProblems';
export { ProblemsBadge } from './ProblemsBadge';
export { problemsOf, nodeIdAtPath, type DesignProblem } from './problems';
