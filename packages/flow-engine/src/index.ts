/**
 * Workflow rules shared by the server's engine and the shell's flow designer
 * (docs/reference/workflow.md). Nothing here reads a database or a clock of its own.
 */
export * from './template/nodes';
