export * from "./fields";
export * from "./failure";
export * from "./machine";
export * from "./templateParams";
