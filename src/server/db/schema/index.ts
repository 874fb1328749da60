export * from "./catalogue";
export * from "./content";
export * from "./fulfilment";
export * from "./payments";
export * from "./recipients";
export * from "./subscriptions";
export * from "./users";
export * from "./vendors";
