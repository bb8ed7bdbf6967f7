@echo off
rem pharmex: the Pharmacy Exchange Desk command line for IT administrators, run by the apps own
rem runtime (Electron as Node.js through ELECTRON_RUN_AS_NODE), so no Node.js needs installing.
rem Installed as <install>\resources\bin\pharmex.cmd; add that folder to PATH.
setlocal
set "ELECTRON_RUN_AS_NODE=1"
"%~dp0..\..\Pharmacy Exchange Desk.exe" "%~dp0..\app.asar\dist\electron\pharmex.cjs" %*
exit /b %ERRORLEVEL%
