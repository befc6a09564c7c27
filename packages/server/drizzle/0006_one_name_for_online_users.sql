-- The online-users page has one name everywhere: menu code permission.onlineUser, address
-- permission/onlineUser (was permission.userOnline). Grants point at the menu's id and follow.
UPDATE "menus" SET "en_code" = 'permission.onlineUser', "url_address" = 'permission/onlineUser'
WHERE "en_code" = 'permission.userOnline'
  AND NOT EXISTS (SELECT 1 FROM "menus" WHERE "en_code" = 'permission.onlineUser');
