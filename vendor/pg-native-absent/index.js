// pg loads its native driver only when `pg.native` is read, and treats MODULE_NOT_FOUND as "not
// installed" (pg.native is then null). This site uses pg's JavaScript driver; see package.json.
const error = new Error("pg-native is not installed: this site uses pg's JavaScript driver");
error.code = "MODULE_NOT_FOUND";
throw error;
