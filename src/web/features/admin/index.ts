/**
 * The staff feature's public face (docs/decisions/0009-web-boundaries.md): the staff pages' shared
 * frame, the navigation between them and the staff-only gate, which the data tools page uses too.
 */
export { StaffNav } from "./staff-nav";
export { StaffOnly } from "./staff-only";
