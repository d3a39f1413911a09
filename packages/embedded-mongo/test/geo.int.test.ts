import type { Collection, Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught, startTarget } from "./harness.js";
import type { Target } from "./harness.js";

let t: Target;
let legacy: Collection<Document>;
let places: Collection<Document>;

beforeAll(async () => {
  t = await startTarget("conformance_geo");
  legacy = t.db.collection("legacy");
  places = t.db.collection("places");
  await legacy.insertMany([
    { _id: 1, loc: [0, 0] },
    { _id: 2, loc: [3, 4] },
    { _id: 3, loc: [10, 10] },
  ] as Document[]);
  await legacy.createIndex({ loc: "2d" });
  await places.insertMany([
    { _id: "a", pt: { type: "Point", coordinates: [2.35, 48.85] } },
    { _id: "b", pt: { type: "Point", coordinates: [2.29, 48.86] } },
    { _id: "c", pt: { type: "Point", coordinates: [-0.12, 51.5] } },
    {
      _id: "line",
      pt: {
        type: "LineString",
        coordinates: [
          [-178, 10],
          [178, 10],
        ],
      },
    },
  ] as Document[]);
  await places.createIndex({ pt: "2dsphere" });
});
afterAll(async () => {
  await t.stop();
});

const ids = (docs: Document[]): unknown[] => docs.map((d) => d._id);

describe("$geoWithin", () => {
  it("legacy shapes: $box, $polygon, $center", async () => {
    expect(
      ids(
        await legacy
          .find({
            loc: {
              $geoWithin: {
                $box: [
                  [-1, -1],
                  [5, 5],
                ],
              },
            },
          })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 2]);
    expect(
      ids(
        await legacy
          .find({
            loc: {
              $geoWithin: {
                $polygon: [
                  [-1, -1],
                  [1, -1],
                  [1, 1],
                  [-1, 1],
                ],
              },
            },
          })
          .toArray(),
      ),
    ).toEqual([1]);
    expect(
      ids(
        await legacy
          .find({ loc: { $geoWithin: { $center: [[0, 0], 5] } } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual([1, 2]);
  });

  it("GeoJSON polygons and $centerSphere", async () => {
    const paris = {
      type: "Polygon",
      coordinates: [
        [
          [2, 48],
          [3, 48],
          [3, 49],
          [2, 49],
          [2, 48],
        ],
      ],
    };
    expect(
      ids(
        await places
          .find({ pt: { $geoWithin: { $geometry: paris } } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual(["a", "b"]);
    // 10 km around central Paris, in radians of the Earth's radius.
    expect(
      ids(
        await places
          .find({ pt: { $geoWithin: { $centerSphere: [[2.34, 48.85], 10 / 6378.1] } } })
          .sort({ _id: 1 })
          .toArray(),
      ),
    ).toEqual(["a", "b"]);
  });
});

describe("$near", () => {
  it("returns legacy points nearest first within $maxDistance", async () => {
    expect(ids(await legacy.find({ loc: { $near: [9, 9] } }).toArray())).toEqual([3, 2, 1]);
    expect(ids(await legacy.find({ loc: { $near: [0, 0], $maxDistance: 6 } }).toArray())).toEqual([1, 2]);
  });

  it("returns GeoJSON points nearest first with distances in meters", async () => {
    const near = { $geometry: { type: "Point", coordinates: [2.3, 48.86] }, $maxDistance: 20_000 };
    expect(ids(await places.find({ pt: { $near: near } }).toArray())).toEqual(["b", "a"]);
  });

  it("needs a geo index", async () => {
    const unindexed = t.db.collection("unindexed");
    await unindexed.insertOne({ loc: [0, 0] });
    const err = await caught(() => unindexed.find({ loc: { $near: [0, 0] } }).toArray());
    expect(err.code).toBe(291);
  });
});

describe("$geoIntersects", () => {
  it("finds a line crossing the antimeridian and points inside a polygon", async () => {
    const meridian = {
      type: "LineString",
      coordinates: [
        [180, 11],
        [180, 9],
      ],
    };
    expect(ids(await places.find({ pt: { $geoIntersects: { $geometry: meridian } } }).toArray())).toEqual(["line"]);
    const london = {
      type: "Polygon",
      coordinates: [
        [
          [-1, 51],
          [1, 51],
          [1, 52],
          [-1, 52],
          [-1, 51],
        ],
      ],
    };
    expect(ids(await places.find({ pt: { $geoIntersects: { $geometry: london } } }).toArray())).toEqual(["c"]);
  });
});
