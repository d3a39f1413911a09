export { defineAction, type ActionDeclaration, type ActionInput, type ActionMap, type ActionScope, type AnyAction } from "./define-action";
export { defineResource, type AnyResource, type CrudOperations, type ListFormat, type ResourceDeclaration } from "./define-resource";
export { RESOURCES, type ResourceKey, type Resources } from "./registry";
