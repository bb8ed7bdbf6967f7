@echo off
rem pharmex: the Pharmacy Exchange Desk command line for IT administrators, run by the apps own
rem runtime (Electron as Node.js through ELECTRON_RUN_AS_NODE, allowed by the runAsNode fuse), so
rem no Node.js needs installing. Installed as <install>\resources\bin\pharmex.cmd; add that folder to PATH.
rem Arguments go through as given (%*) and the CLI's exit code is the launcher's (exit /b).
setlocal
set "runtime=%~dp0..\..\Pharmacy Exchange Desk.exe"
rem Tests only: a plain Node.js stands in for the app's executable (Electron cannot run there).
if defined PHARMEX_LAUNCHER_RUNTIME set "runtime=%PHARMEX_LAUNCHER_RUNTIME%"
set "ELECTRON_RUN_AS_NODE=1"
"%runtime%" "%~dp0..\app.asar\dist\electron\pharmex.cjs" %*
exit /b %ERRORLEVEL%
