export * from "./catalogue";
export * from "./content";
export * from "./fulfilment";
export * from "./recipients";
export * from "./subscriptions";
export * from "./users";
export * from "./vendors";
export * from "./payments";
