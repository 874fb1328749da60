/**
 * A reason the server cannot start that the operator fixes outside the code (a folder's permissions):
 * its message says what and how, and is printed alone, without a stack.
 */
export class StartupProblem extends Error {
  override name = "StartupProblem";
}
