/**
 * Checks a document against the fields OpenAPI 3.1.0 requires (https://spec.openapis.org/oas/v3.1.0):
 * the root, info, path templates and their parameters, operations and responses, unique operation ids,
 * security requirements naming declared schemes, and local `$ref`s that resolve. Answers the problems
 * found, empty when none. Written here rather than taken from npm: no small, kept validator was at hand,
 * and these are the rules a generator can break.
 */
export function openApiProblems(document: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (typeof document.openapi !== "string" || !/^3\.1\.\d+$/.test(document.openapi)) {
    problems.push("openapi must be a 3.1.x version string");
  }
  const info = document.info;
  if (!isObject(info) || typeof info.title !== "string" || typeof info.version !== "string") {
    problems.push("info needs title and version strings");
  }
  if (!("paths" in document) && !("components" in document) && !("webhooks" in document)) {
    problems.push("one of paths, components, webhooks is required");
  }
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) problems.push(`securityScheme ${name} is not an object`);
    else if (
      scheme.type === "apiKey" &&
      (typeof scheme.name !== "string" || !["query", "header", "cookie"].includes(String(scheme.in)))
    )
      problems.push(`apiKey scheme ${name} needs name and in`);
    else if (scheme.type === "http" && typeof scheme.scheme !== "string")
      problems.push(`http scheme ${name} needs scheme`);
    else if (!["apiKey", "http", "mutualTLS", "oauth2", "openIdConnect"].includes(String(scheme.type)))
      problems.push(`securityScheme ${name} has an unknown type`);
  }
  const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
  const pathItemFields = new Set([...methods, "$ref", "summary", "description", "servers", "parameters"]);
  const operationIds = new Set<string>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith("/")) problems.push(`path ${path} must start with /`);
    if (!isObject(item)) {
      problems.push(`path ${path} is not an object`);
      continue;
    }
    for (const field of Object.keys(item))
      if (!pathItemFields.has(field)) problems.push(`${path}: unknown field ${field}`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of methods.filter((name) => name in item)) {
      const where = `${method.toUpperCase()} ${path}`;
      const op = item[method];
      if (!isObject(op)) {
        problems.push(`${where} is not an object`);
        continue;
      }
      if (typeof op.operationId === "string") {
        if (operationIds.has(op.operationId)) problems.push(`${where}: duplicate operationId ${op.operationId}`);
        operationIds.add(op.operationId);
      }
      const parameters = Array.isArray(op.parameters) ? op.parameters : [];
      const seen = new Set<string>();
      for (const parameter of parameters) {
        if (!isObject(parameter) || typeof parameter.name !== "string") {
          problems.push(`${where}: a parameter needs a name`);
          continue;
        }
        if (!["query", "header", "path", "cookie"].includes(String(parameter.in))) problems.push(`${where}: bad in`);
        if (parameter.in === "path" && parameter.required !== true)
          problems.push(`${where}: path parameters are required`);
        if (!("schema" in parameter) && !("content" in parameter)) problems.push(`${where}: parameter needs a schema`);
        const key = `${parameter.in}:${parameter.name}`;
        if (seen.has(key)) problems.push(`${where}: duplicate parameter ${key}`);
        seen.add(key);
      }
      const pathParameters = parameters
        .filter((p) => isObject(p) && p.in === "path")
        .map((p) => (p as { name: string }).name);
      if ([...templated].sort().join() !== [...pathParameters].sort().join()) {
        problems.push(`${where}: path parameters do not match the template`);
      }
      if (op.requestBody !== undefined && (!isObject(op.requestBody) || !isObject(op.requestBody.content)))
        problems.push(`${where}: requestBody needs content`);
      const responses = op.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0) {
        problems.push(`${where}: responses must not be empty`);
        continue;
      }
      for (const [status, response] of Object.entries(responses)) {
        if (status !== "default" && !/^[1-5](\d\d|XX)$/.test(status)) problems.push(`${where}: bad status ${status}`);
        if (!isObject(response) || typeof response.description !== "string")
          problems.push(`${where} ${status}: a response needs a description`);
      }
      const security = op.security;
      if (security !== undefined && !Array.isArray(security)) problems.push(`${where}: security must be an array`);
      for (const requirement of Array.isArray(security) ? security : []) {
        for (const name of Object.keys(isObject(requirement) ? requirement : {}))
          if (!(name in schemes)) problems.push(`${where}: security names undeclared scheme ${name}`);
      }
    }
  }
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      const ref = value.$ref;
      if (typeof ref === "string" && ref.startsWith("#/")) {
        let target: unknown = document;
        for (const part of ref.slice(2).split("/"))
          target = isObject(target) ? target[part.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
        if (target === undefined) problems.push(`unresolved $ref ${ref}`);
      }
      Object.values(value).forEach(walk);
    }
  };
  walk(document);
  return problems;
}
