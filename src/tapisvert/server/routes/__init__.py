"""The server's routes by area, one APIRouter each: games (health, the game list), tables, matches,
ws (the websockets) and client (the browser client's pages). `create_app` includes them all."""
