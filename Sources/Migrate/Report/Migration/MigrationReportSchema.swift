/// The JSON Schema (draft 2020-12) of `report --output FILE.json`, version 1. Printed by
/// `tca-migrate report --schema`; the README documents the same fields, and a test validates the
/// report of the corpus against it. Adding an optional field keeps version 1; renaming,
/// removing or retyping one bumps `schemaVersion`.
public enum MigrationReportSchema {
  public static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$id": "https://tca-migrate.invalid/schemas/report-1.json",
      "title": "tca-migrate migration report",
      "type": "object",
      "required": ["schemaVersion", "tool", "paths", "verified", "headline", "summary", "files", "followUps"],
      "additionalProperties": false,
      "properties": {
        "schemaVersion": { "const": 1 },
        "tool": {
          "type": "object",
          "required": ["name", "version"],
          "additionalProperties": false,
          "properties": { "name": { "const": "tca-migrate" }, "version": { "type": "string" } }
        },
        "paths": { "type": "array", "items": { "type": "string" } },
        "verified": { "type": "boolean", "description": "whether --verify ran a verifier" },
        "headline": { "type": "string", "description": "the one-line verdict for a reviewer" },
        "summary": { "$ref": "#/$defs/summary" },
        "files": { "type": "array", "items": { "$ref": "#/$defs/file" }, "description": "outside-in order" },
        "followUps": { "type": "array", "items": { "$ref": "#/$defs/followUp" } }
      },
      "$defs": {
        "count": { "type": "integer", "minimum": 0 },
        "line": { "type": "integer", "minimum": 1 },
        "summary": {
          "type": "object",
          "required": ["filesScanned", "migratedFully", "migratedPartially", "refused", "untouched",
                       "subscriptionsRewritten", "chainsRefused", "sites", "linesRemoved", "linesAdded",
                       "followUps", "findingsByRule", "verdicts"],
          "additionalProperties": false,
          "properties": {
            "filesScanned": { "$ref": "#/$defs/count" },
            "migratedFully": { "$ref": "#/$defs/count" },
            "migratedPartially": { "$ref": "#/$defs/count" },
            "refused": { "$ref": "#/$defs/count" },
            "untouched": { "$ref": "#/$defs/count" },
            "subscriptionsRewritten": { "$ref": "#/$defs/count" },
            "chainsRefused": { "$ref": "#/$defs/count" },
            "sites": { "$ref": "#/$defs/count" },
            "linesRemoved": { "$ref": "#/$defs/count" },
            "linesAdded": { "$ref": "#/$defs/count" },
            "followUps": { "$ref": "#/$defs/count" },
            "findingsByRule": { "type": "object", "additionalProperties": { "$ref": "#/$defs/count" } },
            "verdicts": {
              "type": "object",
              "required": ["equal", "different", "unverifiable", "not-run"],
              "additionalProperties": false,
              "properties": {
                "equal": { "$ref": "#/$defs/count" },
                "different": { "$ref": "#/$defs/count" },
                "unverifiable": { "$ref": "#/$defs/count" },
                "not-run": { "$ref": "#/$defs/count" }
              }
            }
          }
        },
        "file": {
          "type": "object",
          "required": ["path", "status", "problem", "parents", "linesRemoved", "linesAdded", "sites", "refusals",
                       "unresolved", "lint", "verdict", "diff"],
          "additionalProperties": false,
          "properties": {
            "path": { "type": "string" },
            "status": { "enum": ["migrated-fully", "migrated-partially", "refused", "untouched"] },
            "problem": {
              "oneOf": [
                { "type": "null" },
                {
                  "type": "object",
                  "required": ["message", "line", "column"],
                  "additionalProperties": false,
                  "properties": {
                    "message": { "type": "string" },
                    "line": { "$ref": "#/$defs/line" },
                    "column": { "$ref": "#/$defs/line" }
                  }
                }
              ]
            },
            "parents": { "type": "array", "items": { "type": "string" } },
            "linesRemoved": { "$ref": "#/$defs/count" },
            "linesAdded": { "$ref": "#/$defs/count" },
            "sites": { "type": "array", "items": { "$ref": "#/$defs/site" } },
            "refusals": { "type": "array", "items": { "$ref": "#/$defs/refusal" } },
            "unresolved": { "type": "array", "items": { "$ref": "#/$defs/finding" } },
            "lint": { "type": "array", "items": { "$ref": "#/$defs/lintFinding" } },
            "verdict": {
              "type": "object",
              "required": ["result"],
              "additionalProperties": false,
              "properties": {
                "result": { "enum": ["equal", "different", "unverifiable", "not-run"] },
                "step": { "type": "string" },
                "reason": { "type": "string" }
              }
            },
            "diff": { "type": "string" }
          }
        },
        "site": {
          "type": "object",
          "required": ["id", "rule", "line", "findings", "before", "after", "afterLine"],
          "additionalProperties": false,
          "properties": {
            "id": { "type": "string" },
            "rule": { "type": "string" },
            "line": { "$ref": "#/$defs/line" },
            "findings": { "type": "array", "items": { "$ref": "#/$defs/finding" } },
            "before": { "type": "array", "items": { "type": "string" } },
            "after": { "type": "array", "items": { "type": "string" } },
            "afterLine": { "oneOf": [{ "type": "null" }, { "$ref": "#/$defs/line" }] }
          }
        },
        "refusal": {
          "type": "object",
          "required": ["id", "line", "column", "reason", "suggestion", "code"],
          "additionalProperties": false,
          "properties": {
            "id": { "type": "string" },
            "line": { "$ref": "#/$defs/line" },
            "column": { "$ref": "#/$defs/line" },
            "reason": { "type": "string" },
            "suggestion": { "type": "string" },
            "code": { "type": "array", "items": { "type": "string" } }
          }
        },
        "finding": {
          "type": "object",
          "required": ["rule", "severity", "line", "column", "message", "notes"],
          "additionalProperties": false,
          "properties": {
            "rule": { "type": "string" },
            "severity": { "enum": ["note", "warning", "error"] },
            "line": { "$ref": "#/$defs/line" },
            "column": { "$ref": "#/$defs/line" },
            "message": { "type": "string" },
            "notes": { "type": "array", "items": { "type": "string" } }
          }
        },
        "lintFinding": {
          "type": "object",
          "required": ["rule", "severity", "line", "column", "message", "notes", "inRewrite"],
          "additionalProperties": false,
          "properties": {
            "rule": { "type": "string" },
            "severity": { "enum": ["note", "warning", "error"] },
            "line": { "$ref": "#/$defs/line", "description": "a line of the migrated text" },
            "column": { "$ref": "#/$defs/line" },
            "message": { "type": "string" },
            "notes": { "type": "array", "items": { "type": "string" } },
            "inRewrite": { "type": "boolean", "description": "on a line the rewrite added" }
          }
        },
        "followUp": {
          "type": "object",
          "required": ["id", "path", "line", "kind", "text"],
          "additionalProperties": false,
          "properties": {
            "id": { "type": "string" },
            "path": { "type": "string" },
            "line": { "$ref": "#/$defs/line" },
            "kind": { "enum": ["refused-file", "refusal", "unresolved", "note", "lint-error"] },
            "text": { "type": "string" }
          }
        }
      }
    }

    """#
}
