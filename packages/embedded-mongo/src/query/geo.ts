/**
 * Geo queries without geo indexes: `$geoWithin` / `$within` (`$box`, `$polygon`, `$center`,
 * `$centerSphere`, `$geometry` Polygon / MultiPolygon) and `$near` / `$nearSphere` (legacy
 * pairs or GeoJSON points, `$maxDistance` / `$minDistance`), tested per document. Polygons are
 * planar (MongoDB's 2dsphere uses great-circle edges: they differ only for large shapes);
 * `$near` results are ordered by distance by the caller (execute.ts). `$geoIntersects` and
 * `$geoNear` remain unsupported.
 */
import type { Document } from "bson";
import { isPlainDocument, toNumber } from "../bson/values.js";
import { MongoServerError } from "../errors.js";

type Point = [number, number];

const EARTH_RADIUS_M = 6378100;

function num(v: unknown): number {
  return typeof v === "string" ? Number(v) : toNumber(v);
}

/** A legacy pair `[x, y]`, an embedded `{x, y}`-like document, or a GeoJSON Point. */
export function pointOf(v: unknown): Point | undefined {
  if (Array.isArray(v)) {
    if (v.length < 2) return undefined;
    const p: Point = [num(v[0]), num(v[1])];
    return Number.isFinite(p[0]) && Number.isFinite(p[1]) ? p : undefined;
  }
  if (!isPlainDocument(v)) return undefined;
  if (v.type === "Point") return pointOf(v.coordinates);
  const vals = Object.values(v);
  return vals.length >= 2 ? pointOf(vals) : undefined;
}

function planar(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Great-circle distance in radians between two [lng, lat] points in degrees. */
function spherical(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function inRing(p: Point, ring: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function points(v: unknown): Point[] {
  if (!Array.isArray(v)) throw new MongoServerError(2, "geo shape needs an array of points");
  return v.map((x) => {
    const p = pointOf(x);
    if (!p) throw new MongoServerError(2, `Point must be an array or object: ${JSON.stringify(x)}`);
    return p;
  });
}

function inPolygon(p: Point, rings: unknown): boolean {
  const [outer, ...holes] = (rings as unknown[]).map(points);
  return outer !== undefined && inRing(p, outer) && !holes.some((h) => inRing(p, h));
}

function shapeTest(shape: unknown): (p: Point) => boolean {
  if (!isPlainDocument(shape)) throw new MongoServerError(2, "$geoWithin needs a shape document");
  if (shape.$box !== undefined) {
    const [a, b] = points(shape.$box) as [Point, Point];
    const [x1, x2] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
    const [y1, y2] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
    return (p) => p[0] >= x1 && p[0] <= x2 && p[1] >= y1 && p[1] <= y2;
  }
  if (shape.$polygon !== undefined) {
    const ring = points(shape.$polygon);
    return (p) => inRing(p, ring);
  }
  if (shape.$center !== undefined || shape.$centerSphere !== undefined) {
    const sphere = shape.$centerSphere !== undefined;
    const arg = (sphere ? shape.$centerSphere : shape.$center) as unknown[];
    const center = pointOf(arg?.[0]);
    const r = num(arg?.[1]);
    if (!center || !Number.isFinite(r)) throw new MongoServerError(2, "malformed $center / $centerSphere");
    return (p) => (sphere ? spherical(p, center) : planar(p, center)) <= r;
  }
  if (isPlainDocument(shape.$geometry)) {
    const g = shape.$geometry;
    if (g.type === "Polygon") return (p) => inPolygon(p, g.coordinates);
    if (g.type === "MultiPolygon") return (p) => (g.coordinates as unknown[]).some((poly) => inPolygon(p, poly));
    throw new MongoServerError(2, `$geoWithin not supported with geometry type ${String(g.type)}`);
  }
  throw new MongoServerError(2, `unknown geo specifier: ${Object.keys(shape)[0] ?? ""}`);
}

/** `$geoWithin`: the value (a point, or each point of an array of legacy pairs) lies in the shape. */
export function geoWithinTest(shape: unknown): (v: unknown) => boolean {
  const inside = shapeTest(shape);
  return (v) => {
    const p = pointOf(v);
    return p !== undefined && inside(p);
  };
}

export interface NearSpec {
  /** Distance from the query point to a value (Infinity when the value is no point). */
  distance(v: unknown): number;
  min: number;
  max: number;
  /** Needs a 2dsphere index (GeoJSON point) or accepts a 2d one (legacy pair). */
  geoJson: boolean;
}

/** `{$near | $nearSphere: point, $maxDistance?, $minDistance?}` on one field. */
export function nearSpec(ops: Document): NearSpec {
  const sphere = ops.$nearSphere !== undefined;
  let target: unknown = sphere ? ops.$nearSphere : ops.$near;
  let max = ops.$maxDistance === undefined ? Infinity : num(ops.$maxDistance);
  let min = ops.$minDistance === undefined ? 0 : num(ops.$minDistance);
  const geoJson = isPlainDocument(target) && isPlainDocument(target.$geometry);
  if (geoJson && isPlainDocument(target)) {
    if (target.$maxDistance !== undefined) max = num(target.$maxDistance);
    if (target.$minDistance !== undefined) min = num(target.$minDistance);
    target = target.$geometry;
  }
  const center = pointOf(target);
  if (!center) throw new MongoServerError(2, "$near requires a point");
  const distance = (v: unknown): number => {
    const p = pointOf(v);
    if (!p) return Infinity;
    if (geoJson) return spherical(p, center) * EARTH_RADIUS_M;
    return sphere ? spherical(p, center) : planar(p, center);
  };
  return { distance, min, max, geoJson };
}
